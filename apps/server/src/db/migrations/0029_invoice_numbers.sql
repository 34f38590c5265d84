-- Invoice numbers of subscription charges (issue 12): one gapless-enough sequence for every host,
-- written as INV-<year>-<number> by the checkout's confirmation.
CREATE SEQUENCE IF NOT EXISTS "invoice_number_seq" START 1000;
