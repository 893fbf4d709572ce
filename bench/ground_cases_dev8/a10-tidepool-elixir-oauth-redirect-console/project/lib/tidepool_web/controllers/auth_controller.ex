defmodule TidepoolWeb.AuthController do
  use TidepoolWeb, :controller
  plug Ueberauth

  alias Tidepool.Accounts

  def callback(%{assigns: %{ueberauth_failure: failure}} = conn, _params) do
    message = Enum.map_join(failure.errors, ", ", & &1.message)

    conn
    |> put_flash(:error, "Sign-in failed: #{message}")
    |> redirect(to: ~p"/login")
  end

  def callback(%{assigns: %{ueberauth_auth: auth}} = conn, _params) do
    case Accounts.member_for_google(auth.info.email) do
      {:ok, member} ->
        conn
        |> configure_session(renew: true)
        |> put_session(:member_id, member.id)
        |> redirect(to: ~p"/sessions")

      {:error, :not_a_member} ->
        conn
        |> put_flash(:error, "#{auth.info.email} isn't on the membership list. Ask the membership secretary.")
        |> redirect(to: ~p"/login")
    end
  end

  def delete(conn, _params) do
    conn
    |> configure_session(drop: true)
    |> redirect(to: ~p"/")
  end
end
