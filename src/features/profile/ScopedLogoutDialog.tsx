import { LogoutDialog } from '@/layout/LogoutDialog';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The logout confirmation (an MUI dialog) in its own MUI scope, for `next/dynamic` from the
 * account menu (docs/hydration.md, rule 7).
 */
export default withMuiScope(LogoutDialog);
