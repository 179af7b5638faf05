export function displayName(profile: { f_name: string | null; l_name: string | null } | undefined) {
  return [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
}
