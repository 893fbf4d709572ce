import { flushPromises, mount } from "@vue/test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ProfileForm from "../src/components/ProfileForm.vue";

vi.mock("../src/api/profile", () => ({
  getProfile: vi.fn(async () => ({ name: "Lena", email: "lena@example.com", phone: "", company: "" })),
  saveProfile: vi.fn(async (p) => p),
}));

describe("ProfileForm", () => {
  beforeEach(() => vi.clearAllMocks());

  it("keeps Save disabled until something changes", async () => {
    const wrapper = mount(ProfileForm);
    await flushPromises();
    expect(wrapper.get("button").attributes("disabled")).toBeDefined();
    await wrapper.get("input[autocomplete=organization]").setValue("Acme");
    expect(wrapper.get("button").attributes("disabled")).toBeUndefined();
  });

  it("shows an error for an invalid email", async () => {
    const wrapper = mount(ProfileForm);
    await flushPromises();
    const email = wrapper.get("input[type=email]");
    await email.setValue("lena@");
    await email.trigger("blur");
    expect(wrapper.text()).toContain("Enter a valid email address");
    expect(wrapper.get("button").attributes("disabled")).toBeDefined();
  });
});
