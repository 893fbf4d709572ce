import { mount, flushPromises } from "@vue/test-utils";
import { describe, expect, it, vi } from "vitest";
import ProfileForm from "../ProfileForm.vue";

vi.mock("@/api/profile", () => ({ updateProfile: vi.fn(async () => ({})) }));

const initial = { name: "山田", email: "yamada@example.com", phone: "03-1234-5678" };

describe("ProfileForm", () => {
  it("saves a valid profile", async () => {
    const { updateProfile } = await import("@/api/profile");
    const wrapper = mount(ProfileForm, { props: { initial } });
    await wrapper.find("form").trigger("submit");
    await flushPromises();
    expect(updateProfile).toHaveBeenCalledOnce();
  });

  it("requires an email", async () => {
    const wrapper = mount(ProfileForm, { props: { initial } });
    await wrapper.find("input[name=email]").setValue("");
    expect(wrapper.text()).toContain("メールアドレスを入力してください");
    expect(wrapper.find("button[type=submit]").attributes("disabled")).toBeDefined();
  });

  it("shows an error for an invalid phone", async () => {
    const wrapper = mount(ProfileForm, { props: { initial } });
    await wrapper.find("input[name=phone]").setValue("abc");
    expect(wrapper.text()).toContain("電話番号の形式が正しくありません");
  });
});
