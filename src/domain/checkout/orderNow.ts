/**
 * Order Now on a campaign item needs a login (R-ITEM-7: campaign items show only
 * Order Now, which needs a login), asked before the item's options are checked: a guest is sent
 * to sign in first. Its own module, without imports, so the buy box loads nothing of checkout.
 */
export function orderNowNeedsLogin(campaign: boolean, signedIn: boolean): boolean {
  return campaign && !signedIn;
}

/** The message a guest gets (R-ITEM-7, the login-required message). */
export const LOGIN_REQUIRED_MESSAGE = 'You are not logged in';
