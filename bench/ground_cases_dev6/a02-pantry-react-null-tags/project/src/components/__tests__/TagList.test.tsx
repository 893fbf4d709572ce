import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import TagList from "../TagList";

describe("TagList", () => {
  it("renders one link per tag", () => {
    render(
      <MemoryRouter>
        <TagList tags={["vegan", "soup"]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("vegan").getAttribute("href")).toBe("/?tag=vegan");
    expect(screen.getByText("soup")).toBeTruthy();
  });
});
