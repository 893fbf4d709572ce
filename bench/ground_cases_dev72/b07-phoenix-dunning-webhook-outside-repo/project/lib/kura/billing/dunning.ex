defmodule Kura.Billing.Dunning do
  @moduledoc "Payment-failed mails (督促メール)."
  alias Kura.Billing.Invoice
  alias Kura.Workers.DunningMailWorker

  @templates %{1 => "payment_failed_first", 2 => "payment_failed_second", 3 => "payment_failed_final"}

  def enqueue_mail(%Invoice{} = invoice) do
    template = Map.get(@templates, invoice.attempt_count, "payment_failed_final")

    %{invoice_id: invoice.id, template: template}
    |> DunningMailWorker.new(queue: :mailers)
    |> Oban.insert()
  end
end
