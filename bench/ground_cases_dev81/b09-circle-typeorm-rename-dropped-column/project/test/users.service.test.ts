import { User } from "../src/entities/User";
import { toProfile } from "../src/users/users.service";

function user(overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: 1,
    email: "hanako@example.com",
    displayName: "花子",
    lastLoginAt: new Date("2025-07-01T00:00:00Z"),
    ...overrides,
  });
}

describe("toProfile", () => {
  it("maps the public fields", () => {
    expect(toProfile(user())).toEqual({
      id: 1,
      email: "hanako@example.com",
      displayName: "花子",
      lastLoginAt: "2025-07-01T00:00:00.000Z",
    });
  });

  it("keeps a missing name as null", () => {
    expect(toProfile(user({ displayName: null })).displayName).toBeNull();
  });

  it("keeps a missing login time as null", () => {
    expect(toProfile(user({ lastLoginAt: null })).lastLoginAt).toBeNull();
  });
});
