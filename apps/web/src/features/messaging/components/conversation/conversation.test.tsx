import type { ChatChannel, ChatMessage } from '@host-portal/contracts/messaging';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { ChatSocketContext } from '../../../../lib/chat-socket-provider.tsx';
import { testConnection } from '../../../../test/chat-socket.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { CHANNEL_ID, channel, message, OTHER_CHANNEL_ID } from '../../messaging-test-data.ts';
import type { ChatApi, ChatMessages } from './chat-api.ts';
import { Conversation } from './conversation.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Conversation', () => {
  let connection: ReturnType<typeof testConnection>;
  let api: {
    scope: string;
    fetchMessages: ReturnType<typeof vi.fn<ChatApi['fetchMessages']>>;
    sendMessage: ReturnType<typeof vi.fn<ChatApi['sendMessage']>>;
    markRead: ReturnType<typeof vi.fn<ChatApi['markRead']>>;
  };
  let newest: ChatMessages;

  beforeEach(() => {
    connection = testConnection();
    newest = { messages: [], hasMore: false };
    api = {
      scope: 'test',
      fetchMessages: vi.fn<ChatApi['fetchMessages']>(async (_id, query) =>
        query.after !== undefined || query.before !== undefined ? { messages: [], hasMore: false } : newest,
      ),
      sendMessage: vi.fn<ChatApi['sendMessage']>(),
      markRead: vi.fn<ChatApi['markRead']>(async () => null),
    };
  });
  afterEach(() => vi.useRealTimers());

  const open = (over: Partial<ChatChannel> = {}) =>
    renderRoute(
      <ChatSocketContext.Provider value={connection}>
        <Conversation channel={channel(over)} api={api} viewerRole="host" />
      </ChatSocketContext.Provider>,
    );
  const log = () => screen.getByRole('log', { name: 'Messages with Anna Berg' });
  const field = () => screen.getByRole('textbox', { name: 'Message' });
  const echo = (m: ChatMessage) => act(() => connection.emit({ type: 'message', message: m }));

  it('shows the messages by day, the guest on one side and the host on the other', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setHours(12, 0, 0, 0);
    const now = new Date().toISOString();
    newest = {
      messages: [
        message(1, { createdAt: yesterday.toISOString(), body: 'Hello, is parking free?' }),
        // written now, so that they are today's whatever the hour the test runs
        message(2, { sender: 'host', senderName: 'Hana Host', body: 'Yes, it is.', createdAt: now }),
        message(3, {
          sender: 'platform',
          senderName: 'Host Portal',
          body: 'Booking confirmed',
          createdAt: now,
        }),
      ],
      hasMore: false,
    };
    open();
    expect(await screen.findByText('Hello, is parking free?')).toBeInTheDocument();
    const text = log().textContent ?? '';
    expect(text.indexOf('Yesterday')).toBeLessThan(text.indexOf('Hello, is parking free?'));
    expect(text.indexOf('Today')).toBeLessThan(text.indexOf('Yes, it is.'));
    expect(text.indexOf('Hello, is parking free?')).toBeLessThan(text.indexOf('Today'));
    expect(log()).toHaveAttribute('aria-live', 'polite');
    // the host's own message carries its delivery state; the guest's and the platform's do not
    const own = screen.getByText('Yes, it is.').closest('[data-seq]');
    expect(own).toHaveTextContent('Sent');
    expect(screen.getByText('Hello, is parking free?').closest('[data-seq]')).not.toHaveTextContent('Sent');
    expect(screen.getByText('Booking confirmed').closest('[data-seq]')).toHaveTextContent('Host Portal');
  });

  it('sends at once, then keeps one copy when the socket echoes the same message', async () => {
    const answer = deferred<ChatMessage>();
    api.sendMessage.mockReturnValue(answer.promise);
    open();
    await screen.findByText('No messages yet. Write the first one.');
    fireEvent.change(field(), { target: { value: '  See you at 4 pm  ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await within(log()).findByText('See you at 4 pm')).toBeInTheDocument();
    expect(within(log()).getByText('Sending…')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    const [channelId, body] = api.sendMessage.mock.calls[0]!;
    expect(channelId).toBe(CHANNEL_ID);
    expect(body.body).toBe('See you at 4 pm');
    const stored = message(1, {
      sender: 'host',
      senderName: 'Hana Host',
      body: body.body,
      clientId: body.clientId,
    });
    echo(stored);
    await act(async () => answer.resolve(stored));
    expect(await within(log()).findByText('Sent')).toBeInTheDocument();
    expect(within(log()).getAllByText('See you at 4 pm')).toHaveLength(1);
  });

  it('keeps Shift+Enter as a new line and sends with the button too', async () => {
    api.sendMessage.mockImplementation(async (_id, body) => message(1, { sender: 'host', ...body }));
    open();
    await screen.findByText('No messages yet. Write the first one.');
    fireEvent.change(field(), { target: { value: 'Line one' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(api.sendMessage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sendMessage).toHaveBeenCalledTimes(1));
  });

  it('keeps an unsent draft per conversation while the host reads another, and drops it once sent', async () => {
    api.sendMessage.mockImplementation(async (_id, body) => message(1, { sender: 'host', ...body }));
    const first = open({ id: CHANNEL_ID });
    await screen.findByText('No messages yet. Write the first one.');
    fireEvent.change(field(), { target: { value: 'Half a thought' } });
    first.unmount();

    const other = open({ id: OTHER_CHANNEL_ID });
    await screen.findByText('No messages yet. Write the first one.');
    expect(field()).toHaveValue('');
    other.unmount();

    open({ id: CHANNEL_ID });
    await screen.findByText('No messages yet. Write the first one.');
    expect(field()).toHaveValue('Half a thought');
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(api.sendMessage).toHaveBeenCalledTimes(1));
    expect(field()).toHaveValue('');
  });

  it('offers a retry for a failed send, with the same clientId', async () => {
    api.sendMessage.mockRejectedValueOnce(new Error('offline'));
    open();
    await screen.findByText('No messages yet. Write the first one.');
    fireEvent.change(field(), { target: { value: 'Are you there?' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    const first = api.sendMessage.mock.calls[0]![1].clientId;
    api.sendMessage.mockImplementation(async (_id, body) =>
      message(1, { sender: 'host', body: body.body, clientId: body.clientId }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(api.sendMessage.mock.calls[1]![1]).toEqual({ body: 'Are you there?', clientId: first });
    expect(within(log()).getAllByText('Are you there?')).toHaveLength(1);
  });

  it('shows seen once the guest has read up to the message, from the channel or a live receipt', async () => {
    newest = {
      messages: [
        message(1, { sender: 'host', body: 'First' }),
        message(2, { sender: 'host', body: 'Second' }),
      ],
      hasMore: false,
    };
    open({ guestReadSeq: 1 });
    await screen.findByText('Second');
    expect(screen.getByText('First').closest('[data-seq]')).toHaveTextContent('Seen');
    expect(screen.getByText('Second').closest('[data-seq]')).toHaveTextContent('Sent');
    act(() => connection.emit({ type: 'read', channelId: CHANNEL_ID, role: 'guest', seq: 2 }));
    await waitFor(() => expect(screen.getByText('Second').closest('[data-seq]')).toHaveTextContent('Seen'));
    // the host's own receipts (another tab) do not make the guest's "seen"
    act(() => connection.emit({ type: 'read', channelId: CHANNEL_ID, role: 'host', seq: 9 }));
    expect(screen.getAllByText('Seen')).toHaveLength(2);
  });

  it('marks read while on screen: at once, and again when the guest writes', async () => {
    newest = { messages: [message(1), message(2)], hasMore: false };
    open({ unreadCount: 2 });
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(CHANNEL_ID, 2));
    echo(message(3, { body: 'One more thing' }));
    await waitFor(() => expect(api.markRead).toHaveBeenLastCalledWith(CHANNEL_ID, 3));
    // the host's own message needs no receipt
    echo(message(4, { sender: 'host' }));
    await screen.findByText('Message 4');
    expect(api.markRead).toHaveBeenCalledTimes(2);
  });

  it('does not mark read what the host has read already', async () => {
    newest = { messages: [message(1), message(2)], hasMore: false };
    open({ hostReadSeq: 2 });
    await screen.findByText('Message 2');
    expect(api.markRead).not.toHaveBeenCalled();
  });

  it('shows "typing" for five seconds after the guest\'s signal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    await screen.findByText('No messages yet. Write the first one.');
    act(() => connection.emit({ type: 'typing', channelId: CHANNEL_ID, role: 'guest', name: 'Anna' }));
    expect(screen.getByText('Anna is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Anna is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText('Anna is typing…')).not.toBeInTheDocument();
    // another channel's typing, or the host's own, shows nothing
    act(() => connection.emit({ type: 'typing', channelId: 'other', role: 'guest', name: 'Bob' }));
    act(() => connection.emit({ type: 'typing', channelId: CHANNEL_ID, role: 'host', name: 'Hana' }));
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('tells the guest the host is typing, at most every two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    await screen.findByText('No messages yet. Write the first one.');
    fireEvent.change(field(), { target: { value: 'H' } });
    fireEvent.change(field(), { target: { value: 'He' } });
    expect(connection.sent).toEqual([{ type: 'typing', channelId: CHANNEL_ID }]);
    act(() => vi.advanceTimersByTime(2_100));
    fireEvent.change(field(), { target: { value: 'Hel' } });
    expect(connection.sent).toHaveLength(2);
  });

  it('loads older messages before the first one held', async () => {
    newest = { messages: [message(51), message(52)], hasMore: true };
    api.fetchMessages.mockImplementation(async (_id, query) =>
      query.before === 51 ? { messages: [message(49), message(50)], hasMore: false } : newest,
    );
    open();
    await screen.findByText('Message 52');
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Message 49')).toBeInTheDocument();
    expect(api.fetchMessages).toHaveBeenCalledWith(CHANNEL_ID, { before: 51, limit: 50 });
    const text = log().textContent ?? '';
    expect(text.indexOf('Message 50')).toBeLessThan(text.indexOf('Message 51'));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('catches up after a reconnect and when a message skips numbers, without doubles', async () => {
    newest = { messages: [message(1), message(2)], hasMore: false };
    open({ hostReadSeq: 9 });
    await screen.findByText('Message 2');
    api.fetchMessages.mockImplementation(async (_id, query) =>
      query.after === 2 ? { messages: [message(3), message(4)], hasMore: false } : newest,
    );
    act(() => connection.emit({ type: 'resync' }));
    expect(await screen.findByText('Message 4')).toBeInTheDocument();
    expect(api.fetchMessages).toHaveBeenCalledWith(CHANNEL_ID, { after: 2, limit: 50 }, expect.anything());

    api.fetchMessages.mockImplementation(async (_id, query) =>
      query.after === 4 ? { messages: [message(5), message(6)], hasMore: false } : newest,
    );
    // 6 arrives but 5 was missed: the client asks for what came after 4
    echo(message(6));
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    expect(within(log()).getAllByText('Message 6')).toHaveLength(1);
  });

  it('shows a picture and a PDF that came with messages', async () => {
    newest = {
      messages: [
        message(1, {
          body: '',
          attachment: {
            kind: 'image',
            name: 'door.webp',
            url: '/uploads/chat/c/1.webp',
            size: 2048,
            width: 800,
            height: 600,
          },
        }),
        message(2, {
          body: 'The contract',
          attachment: {
            kind: 'pdf',
            name: 'contract.pdf',
            url: '/uploads/chat/c/2.pdf',
            size: 1_572_864,
            width: null,
            height: null,
          },
        }),
        message(3, {
          attachment: {
            kind: 'pdf',
            name: 'evil.pdf',
            url: 'javascript:alert(1)',
            size: 1,
            width: null,
            height: null,
          },
        }),
      ],
      hasMore: false,
    };
    open({ hostReadSeq: 3 });
    const picture = await screen.findByRole('img', { name: 'Picture: door.webp' });
    expect(picture).toHaveAttribute('src', '/uploads/chat/c/1.webp');
    expect(picture.closest('a')).toHaveAttribute('href', '/uploads/chat/c/1.webp');
    expect(screen.getByRole('link', { name: 'contract.pdf (1.5 MB)' })).toHaveAttribute(
      'href',
      '/uploads/chat/c/2.pdf',
    );
    expect(screen.queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();
  });

  it('sends a chosen file with the words, and says why the server refused one', async () => {
    const sendAttachment = vi.fn<NonNullable<ChatApi['sendAttachment']>>();
    sendAttachment.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'The PDF file is incomplete (it may have been cut off).' }),
    );
    renderRoute(
      <ChatSocketContext.Provider value={connection}>
        <Conversation channel={channel()} api={{ ...api, sendAttachment }} viewerRole="host" />
      </ChatSocketContext.Provider>,
    );
    await screen.findByText('No messages yet. Write the first one.');
    const input = screen.getByTestId('attachment-input');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a picture (JPEG, PNG or WebP) or a PDF.');

    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByRole('button', { name: 'Remove plan.pdf' })).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: 'The floor plan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The PDF file is incomplete (it may have been cut off).'),
    ).toBeInTheDocument();
    const [, first] = sendAttachment.mock.calls[0]!;
    expect(first.file).toBe(pdf);
    expect(first.body).toBe('The floor plan');

    sendAttachment.mockResolvedValueOnce(
      message(1, {
        sender: 'host',
        body: 'The floor plan',
        clientId: first.clientId,
        attachment: {
          kind: 'pdf',
          name: 'plan.pdf',
          url: '/uploads/p.pdf',
          size: 900,
          width: null,
          height: null,
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'plan.pdf (1 KB)' })).toBeInTheDocument();
    expect(sendAttachment.mock.calls[1]![1].clientId).toBe(first.clientId);
    expect(api.sendMessage).not.toHaveBeenCalled();
  });

  it("has no composer in the platform's channel, and says why", async () => {
    open({ type: 'marketing', canWrite: false, title: 'Host Portal', conversationType: null, stay: null });
    expect(
      await screen.findByText('Messages from the platform. This conversation cannot be answered.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
