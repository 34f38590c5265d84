import type { SupportRequest, SupportRequestDetail } from '@host-portal/contracts/support';

/** A host's support request as the staff calls return it (tests). */
export const SUPPORT_REQUEST: SupportRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'SR-7K2QX9',
  status: 'open',
  hostId: '00000000-0000-4000-8000-0000000000aa',
  hostName: 'Lena Tester',
  hostEmail: 'lena@example.test',
  topic: 'requirements-clarification-needed',
  body: 'Which number does Lisbon ask for?',
  pageId: '/properties/p/units/u/taxes-and-laws',
  unitId: null,
  unitTitle: null,
  createdAt: '2031-05-01T10:00:00.000Z',
  answeredAt: null,
  answerCount: 0,
};

export const supportDetail = (patch: Partial<SupportRequestDetail> = {}): SupportRequestDetail => ({
  ...SUPPORT_REQUEST,
  answers: [],
  ...patch,
});
