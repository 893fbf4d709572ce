import { render, screen } from "@testing-library/react";
import { InvoiceRow } from "../InvoiceRow";
import { Invoice } from "../../types";

const invoice: Invoice = {
  id: "inv_1",
  number: "2025-0147",
  customerName: "Lindqvist AB",
  issuedAt: "2025-10-04T02:00:00Z",
  dueAt: "2025-11-03T23:30:00Z",
  totalCents: 129900,
  currency: "EUR",
  status: "sent",
};

function renderRow(inv: Invoice = invoice) {
  return render(
    <table>
      <tbody>
        <InvoiceRow invoice={inv} />
      </tbody>
    </table>,
  );
}

describe("InvoiceRow", () => {
  it("matches snapshot", () => {
    const { container } = renderRow();
    expect(container.firstChild).toMatchSnapshot();
  });

  it("shows the amount with currency", () => {
    renderRow();
    expect(screen.getByText("€1,299.00")).toBeInTheDocument();
  });

  it("hides the overdue badge once paid", () => {
    renderRow({ ...invoice, status: "paid" });
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });
});
