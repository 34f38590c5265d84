/** Query keys of the public API's screens; every query and change goes through these. */
export const apiAccessKeys = {
  all: ['api-access'] as const,
  apiKeys: () => [...apiAccessKeys.all, 'api-keys'] as const,
  webhooks: () => [...apiAccessKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: string) => [...apiAccessKeys.webhooks(), endpointId, 'deliveries'] as const,
};

export const API_KEYS_PATH = '/api/app/api-keys';
export const WEBHOOKS_PATH = '/api/app/webhooks';
export const webhookPath = (id: string) => `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;
