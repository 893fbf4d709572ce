import { flushPromises, mount } from "@vue/test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import ProfileForm from "./ProfileForm.vue";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ name: "Dana", email: "", newsletter: false }))),
  );
});

describe("ProfileForm", () => {
  it("loads the profile", async () => {
    const wrapper = mount(ProfileForm);
    await flushPromises();
    expect((wrapper.get("input[name=name]").element as HTMLInputElement).value).toBe("Dana");
  });

  it("enables save when email is valid", async () => {
    const wrapper = mount(ProfileForm);
    await flushPromises();
    await wrapper.get("input[name=email]").setValue("dana@example.com");
    expect(wrapper.get("button[type=submit]").attributes("disabled")).toBeUndefined();
  });
});
