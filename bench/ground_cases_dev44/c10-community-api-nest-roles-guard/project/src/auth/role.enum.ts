export enum Role {
  User = 'user',
  Moderator = 'moderator',
  Admin = 'admin',
}
