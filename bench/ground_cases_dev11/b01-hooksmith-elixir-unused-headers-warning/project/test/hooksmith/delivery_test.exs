defmodule Hooksmith.DeliveryTest do
  use ExUnit.Case, async: true

  alias Hooksmith.Delivery
  alias Hooksmith.EndpointStore.Endpoint

  describe "backoff_ms/1" do
    test "doubles each attempt" do
      assert Delivery.backoff_ms(1) == 2_000
      assert Delivery.backoff_ms(2) == 4_000
      assert Delivery.backoff_ms(4) == 16_000
    end
  end

  describe "build_headers/2" do
    test "always sends json content type, event name and delivery id" do
      endpoint = %Endpoint{id: "e1", url: "http://example.test/hook"}
      job = %Delivery.Job{id: 42, endpoint_id: "e1", event: "invoice.paid", body: "{}"}
      headers = Delivery.build_headers(endpoint, job)

      assert {"content-type", "application/json"} in headers
      assert {"x-hooksmith-event", "invoice.paid"} in headers
      assert {"x-hooksmith-delivery", "42"} in headers
    end
  end
end
