defmodule Hooks.EventsTest do
  use Hooks.DataCase, async: true
  use Oban.Testing, repo: Hooks.Repo

  alias Hooks.Events
  alias Hooks.Workers.DeliverWebhook

  @attrs %{account_id: 1, event_type: "invoice.paid", payload: %{"invoice_id" => 42}}

  test "create_event/1 stores a draft without scheduling" do
    assert {:ok, event} = Events.create_event(@attrs)
    assert event.status == "draft"
    refute_enqueued worker: DeliverWebhook
  end

  test "publish/1 schedules a delivery" do
    {:ok, event} = Events.create_event(@attrs)
    assert {:ok, _} = Events.publish(event)
    assert_enqueued worker: DeliverWebhook, args: %{event_id: event.id}
  end

  test "list_events/2 returns newest first" do
    {:ok, a} = Events.create_event(@attrs)
    {:ok, b} = Events.create_event(%{@attrs | event_type: "invoice.voided"})
    assert [b.id, a.id] == Enum.map(Events.list_events(1), & &1.id)
  end
end
