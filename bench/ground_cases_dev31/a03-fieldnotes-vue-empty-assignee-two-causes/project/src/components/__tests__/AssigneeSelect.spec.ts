import { flushPromises, mount } from "@vue/test-utils";
import { describe, expect, it, vi } from "vitest";
import AssigneeSelect from "../AssigneeSelect.vue";

vi.mock("@/api/users", () => ({
  listAssignable: vi.fn().mockResolvedValue([
    { id: 1, name: "Zoe", email: "z@x.io", teamId: 3, active: true },
    { id: 2, name: "Ana", email: "a@x.io", teamId: 3, active: true },
    { id: 3, name: "Old", email: "o@x.io", teamId: 3, active: false },
    { id: 4, name: "Ops", email: "p@x.io", teamId: 5, active: true },
  ]),
}));

describe("AssigneeSelect", () => {
  it("lists active users by name", async () => {
    const w = mount(AssigneeSelect, { props: { modelValue: null } });
    await flushPromises();
    const names = w.findAll("option").map((o) => o.text());
    expect(names).toEqual(["Unassigned", "Ana", "Ops", "Zoe"]);
  });

  it("filters by team", async () => {
    const w = mount(AssigneeSelect, { props: { modelValue: null, teamId: 3 } });
    await flushPromises();
    expect(w.findAll("option")).toHaveLength(3);
  });

  it("emits the selected id as a number", async () => {
    const w = mount(AssigneeSelect, { props: { modelValue: null } });
    await flushPromises();
    await w.find("select").setValue("2");
    expect(w.emitted("update:modelValue")?.[0]).toEqual([2]);
  });
});
