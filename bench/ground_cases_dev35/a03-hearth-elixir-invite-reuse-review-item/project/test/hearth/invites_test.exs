defmodule Hearth.InvitesTest do
  use Hearth.DataCase, async: true

  import Hearth.Fixtures

  alias Hearth.Invites
  alias Hearth.Invites.Invite

  setup do
    owner = user_fixture()
    household = household_fixture(owner)
    %{owner: owner, household: household}
  end

  test "create_invite returns the invite and a raw token", %{owner: owner, household: h} do
    assert {:ok, %Invite{email: "ana@example.com"}, token} =
             Invites.create_invite(owner, h.id, %{"email" => "Ana@Example.com"})

    assert is_binary(token) and byte_size(token) == 32
  end

  test "create_invite rejects a bad email", %{owner: owner, household: h} do
    assert {:error, changeset} = Invites.create_invite(owner, h.id, %{"email" => "nope"})
    assert "has invalid format" in errors_on(changeset).email
  end

  test "accept_invite adds a membership", %{owner: owner, household: h} do
    {:ok, _invite, token} = Invites.create_invite(owner, h.id, %{"email" => "ana@example.com"})
    ana = user_fixture(email: "ana@example.com")

    assert {:ok, %{membership: membership}} = Invites.accept_invite(token, ana)
    assert membership.household_id == h.id
  end

  test "accept_invite with an unknown token", %{owner: owner} do
    assert {:error, :not_found} = Invites.accept_invite("bogus", owner)
  end

  test "accept_invite after expiry", %{owner: owner, household: h} do
    {:ok, invite, token} = Invites.create_invite(owner, h.id, %{"email" => "ana@example.com"})
    invite |> Ecto.Changeset.change(expires_at: ~U[2020-01-01 00:00:00Z]) |> Repo.update!()

    assert {:error, :expired} = Invites.accept_invite(token, user_fixture())
  end

  test "list_pending skips accepted invites", %{owner: owner, household: h} do
    {:ok, _invite, token} = Invites.create_invite(owner, h.id, %{"email" => "ana@example.com"})
    {:ok, _other, _} = Invites.create_invite(owner, h.id, %{"email" => "bo@example.com"})
    {:ok, _} = Invites.accept_invite(token, user_fixture(email: "ana@example.com"))

    assert [%Invite{email: "bo@example.com"}] = Invites.list_pending(h.id)
  end
end
