import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VehicleTable } from "../VehicleTable";

const vehicles = [
  { id: 7, name: "Van 7", speedKmh: 42, lastSeen: "2025-11-05T09:00:00Z" },
  { id: 3, name: "Truck 3", speedKmh: 88, lastSeen: "2025-11-05T09:01:00Z" },
  { id: 9, name: "", speedKmh: null, lastSeen: "2025-11-05T08:40:00Z" },
];

describe("VehicleTable", () => {
  it("sorts by name by default", () => {
    render(<VehicleTable vehicles={vehicles} />);
    const cells = screen.getAllByRole("row").slice(1).map((r) => r.firstChild?.textContent);
    expect(cells).toEqual(["Vehicle #9", "Truck 3", "Van 7"]);
  });

  it("sorts by speed when the header is clicked", () => {
    render(<VehicleTable vehicles={vehicles} />);
    fireEvent.click(screen.getByText("Speed"));
    const cells = screen.getAllByRole("row").slice(1).map((r) => r.firstChild?.textContent);
    expect(cells).toEqual(["Truck 3", "Van 7", "Vehicle #9"]);
  });

  it("expands a row on click", () => {
    render(<VehicleTable vehicles={vehicles} />);
    fireEvent.click(screen.getByText("Van 7"));
    expect(screen.getByText("Van 7").closest("tr")?.className).toBe("open");
  });

  it("keeps the expanded row on its vehicle after re-sorting", () => {
    render(<VehicleTable vehicles={vehicles} />);
    fireEvent.click(screen.getByText("Van 7"));
    fireEvent.click(screen.getByText("Speed"));
    expect(screen.getByText("Van 7").closest("tr")?.className).toBe("open");
    expect(screen.getByText("Truck 3").closest("tr")?.className).toBe("");
  });
});
