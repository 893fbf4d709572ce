export function displayName(member) {
  return [member.given_name, member.family_name].filter(Boolean).join(' ');
}

export function initials(member) {
  return [member.given_name, member.family_name]
    .filter(Boolean)
    .map((s) => s[0].toUpperCase())
    .join('');
}
