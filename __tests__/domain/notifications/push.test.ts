import {
  MY_ORDERS_HREF,
  NEW_MESSAGE_TEXT,
  REFERRAL_TOAST_MS,
  parsePush,
  pushHref,
  pushReaction,
  withPreferences,
} from '@/domain/notifications/push';

const message = {
  type: 'message' as const,
  conversation_id: 7,
  sender_type: 'vendor',
  title: 'Green Basket',
  body: 'Hi',
};
const orderStatus = {
  type: 'order_status' as const,
  order_id: 100123,
  title: 'Order #100123',
  body: 'On the way',
};
const referral = {
  type: 'referral_code' as const,
  title: 'Referral reward',
  body: 'You earned 5.00',
};

describe('push messages (R-PUSH-1)', () => {
  it('refreshes the chat on the chat page and shows no toast', () => {
    for (const context of [{ pathname: '/chatting' }, { pathname: '/profile', page: 'inbox' }]) {
      const reaction = pushReaction(message, context);
      expect(reaction.toast).toBeNull();
      expect(reaction.refresh).toContain('chat');
    }
  });

  it("elsewhere shows 'You have a new message' that opens the conversation", () => {
    for (const context of [{ pathname: '/' }, { pathname: '/profile', page: 'my-orders' }]) {
      const reaction = pushReaction(message, context);
      expect(reaction.toast).toMatchObject({
        title: NEW_MESSAGE_TEXT,
        href: '/chatting?conversationId=7&type=vendor',
      });
      expect(reaction.refresh).toEqual(['conversations']);
    }
  });

  it('shows a clickable order toast that opens my orders and refreshes tracking', () => {
    const onProfile = pushReaction(orderStatus, { pathname: '/profile', page: 'my-orders' });
    expect(onProfile.toast).toMatchObject({
      title: 'Order #100123',
      body: 'On the way',
      href: MY_ORDERS_HREF,
    });
    expect(onProfile.refresh).toEqual(expect.arrayContaining(['orders', 'order']));
    expect(pushReaction(orderStatus, { pathname: '/track-order' }).refresh).toContain('order');
  });

  it('shows the referral toast for 5 seconds, not clickable', () => {
    const reaction = pushReaction(referral, { pathname: '/' });
    expect(reaction.toast).toMatchObject({
      durationMs: REFERRAL_TOAST_MS,
      href: null,
      title: 'Referral reward',
    });
    expect(REFERRAL_TOAST_MS).toBe(5000);
    expect(reaction.refresh).toContain('profile');
  });

  it('reads FCM data (strings) and refuses other kinds', () => {
    expect(
      parsePush({ type: 'message', conversation_id: '7', sender_type: 'vendor' }),
    ).toMatchObject({
      type: 'message',
      conversation_id: '7',
    });
    expect(parsePush({ type: 'order_status', order_id: '5', description: 'Done' })).toMatchObject({
      body: 'Done',
    });
    expect(parsePush({ type: 'something' })).toBeNull();
    expect(parsePush(null)).toBeNull();
  });

  it('sends clicks on system notifications where the toasts go', () => {
    expect(pushHref(message)).toBe('/chatting?conversationId=7&type=vendor');
    expect(pushHref(orderStatus)).toBe(MY_ORDERS_HREF);
    expect(pushHref(referral)).toBe('/');
  });
});

describe('notification preferences (R-PUSH-2)', () => {
  it('drops the toasts the customer turned off and keeps the refreshes', () => {
    const chat = pushReaction(message, { pathname: '/' });
    expect(withPreferences(chat, { notifyMessages: false }).toast).toBeNull();
    expect(withPreferences(chat, { notifyMessages: false }).refresh).toEqual(chat.refresh);
    expect(withPreferences(chat, {}).toast).not.toBeNull();
    const order = pushReaction(orderStatus, { pathname: '/' });
    expect(withPreferences(order, { notifyOrders: false }).toast).toBeNull();
    expect(withPreferences(order, { notifyMessages: false }).toast).not.toBeNull();
    const reward = pushReaction(referral, { pathname: '/' });
    expect(
      withPreferences(reward, { notifyMessages: false, notifyOrders: false }).toast,
    ).not.toBeNull();
  });
});
