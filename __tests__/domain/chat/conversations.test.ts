import {
  chatHref,
  chatTargetFromQuery,
  detailsParams,
  partnerName,
  partnerOf,
  sameTarget,
  threadDays,
  unreadTotal,
} from '@/domain/chat/conversations';
import { avatarInitials } from '@/domain/chat/avatar';
import { CHAT_MESSAGES, chatDraftError, chatFilesError, isChatImage } from '@/domain/chat/rules';

describe('chat targets (R-CHAT-1)', () => {
  it('reads a conversation id, a store or courier with its id, and support', () => {
    expect(chatTargetFromQuery({ conversationId: '12', type: 'vendor' })).toEqual({
      kind: 'conversation',
      conversationId: 12,
    });
    expect(chatTargetFromQuery({ page: 'inbox', type: 'delivery_man', id: '4' })).toEqual({
      kind: 'delivery_man',
      id: 4,
    });
    expect(chatTargetFromQuery({ type: 'vendor', id: '7' })).toEqual({ kind: 'vendor', id: 7 });
    expect(chatTargetFromQuery({ type: 'admin' })).toEqual({ kind: 'admin' });
  });

  it('refuses what names no conversation', () => {
    expect(chatTargetFromQuery({})).toBeNull();
    expect(chatTargetFromQuery({ conversationId: '-3' })).toBeNull();
    expect(chatTargetFromQuery({ conversationId: '1e3' })).toBeNull();
    expect(chatTargetFromQuery({ type: 'vendor' })).toBeNull();
    expect(chatTargetFromQuery({ type: 'customer', id: '2' })).toBeNull();
  });

  it('builds the details query and the chat link of each target', () => {
    expect(detailsParams({ kind: 'conversation', conversationId: 3 })).toEqual({
      conversation_id: 3,
    });
    expect(detailsParams({ kind: 'vendor', id: 5 })).toEqual({ vendor_id: 5 });
    expect(detailsParams({ kind: 'delivery_man', id: 6 })).toEqual({ delivery_man_id: 6 });
    expect(detailsParams({ kind: 'admin' })).toEqual({ admin_id: 0 });
    expect(chatHref({ kind: 'vendor', id: 5 }, 'order')).toBe(
      '/chatting?type=vendor&id=5&chatFrom=order',
    );
    expect(chatHref({ kind: 'admin' })).toBe('/chatting?type=admin');
    expect(
      chatTargetFromQuery(Object.fromEntries(new URLSearchParams('type=vendor&id=5'))),
    ).toEqual({ kind: 'vendor', id: 5 });
  });

  it('compares targets', () => {
    expect(sameTarget({ kind: 'admin' }, { kind: 'admin' })).toBe(true);
    expect(sameTarget({ kind: 'vendor', id: 1 }, { kind: 'vendor', id: 2 })).toBe(false);
    expect(sameTarget({ kind: 'vendor', id: 1 }, null)).toBe(false);
  });
});

describe('conversations', () => {
  const base = { id: 1, unread_message_count: 2, last_message_time: null };
  it('finds the partner on either side', () => {
    const store = { id: 9, f_name: 'Green', l_name: 'Basket', vendor_id: 3 };
    expect(
      partnerOf({ ...base, sender_type: 'customer', receiver_type: 'vendor', receiver: store }),
    ).toEqual({ type: 'vendor', party: store });
    expect(
      partnerOf({ ...base, sender_type: 'delivery_man', receiver_type: 'customer', sender: store }),
    ).toEqual({ type: 'delivery_man', party: store });
  });

  it('names a partner, support by default', () => {
    expect(partnerName({ id: 1, f_name: 'Sam', l_name: 'Lee' }, 'delivery_man')).toBe('Sam Lee');
    expect(partnerName(null, 'admin')).toBe('Support');
    expect(avatarInitials('Sam Lee')).toBe('SL');
    expect(avatarInitials('  ')).toBe('?');
    expect(avatarInitials('متجر الخضار')).toBe('ما');
  });

  it('adds up unread messages, ignoring nonsense', () => {
    expect(
      unreadTotal([
        { ...base, sender_type: 'customer', receiver_type: 'vendor' },
        {
          ...base,
          id: 2,
          unread_message_count: -1,
          sender_type: 'customer',
          receiver_type: 'admin',
        },
        {
          ...base,
          id: 3,
          unread_message_count: null,
          sender_type: 'customer',
          receiver_type: 'admin',
        },
      ]),
    ).toBe(2);
  });

  it('lays a thread out oldest first in days, once per message', () => {
    const m = (id: number, created_at: string) => ({ id, created_at });
    const newest = [m(4, '2026-11-27T10:00:00Z'), m(3, '2026-11-27T09:00:00Z')];
    const older = [
      m(3, '2026-11-27T09:00:00Z'),
      m(2, '2026-11-26T18:00:00Z'),
      m(1, '2026-11-26T08:00:00Z'),
    ];
    const days = threadDays([newest, older], 'UTC');
    expect(days.map((day) => day.day)).toEqual(['2026-11-26', '2026-11-27']);
    expect(days.flatMap((day) => day.messages.map((message) => message.id))).toEqual([1, 2, 3, 4]);
  });
});

describe('what a message may carry (R-CHAT-3)', () => {
  const image = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('needs text or an image', () => {
    expect(chatDraftError('   ', [])).toBe(CHAT_MESSAGES.empty);
    expect(chatDraftError('Hi', [])).toBeNull();
    expect(chatDraftError('', [image('a.png', 'image/png')])).toBeNull();
    expect(chatDraftError('x'.repeat(1001), [])).toBe(CHAT_MESSAGES.tooLong);
  });

  it('takes up to three images of at most 2 MB, images only', () => {
    expect(chatFilesError([image('a.pdf', 'application/pdf')])).toBe(CHAT_MESSAGES.type);
    expect(chatFilesError([image('a.png', 'image/png', 3 * 1024 * 1024)])).toBe(CHAT_MESSAGES.size);
    expect(chatFilesError(Array.from({ length: 4 }, () => image('a.png', 'image/png')))).toBe(
      CHAT_MESSAGES.tooMany,
    );
    expect(isChatImage(image('photo.JPG', ''))).toBe(true);
    expect(isChatImage(image('notes.txt', ''))).toBe(false);
  });
});
