/**
 * Order Now on a campaign item needs a login (spec document 1 §4 'Campaign items show only Order
 * Now (login required)', §5 and §6), asked before the item's options are checked: a guest is sent
 * to sign in first. Its own module, without imports, so the buy box loads nothing of checkout.
 */
export function orderNowNeedsLogin(campaign: boolean, signedIn: boolean): boolean {
  return campaign && !signedIn;
}

/** The message a guest gets (spec document 1 §8, the login-required message). */
export const LOGIN_REQUIRED_MESSAGE = 'You are not logged in';
