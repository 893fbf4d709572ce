defmodule Tidepool.Accounts do
  import Ecto.Query

  alias Tidepool.Accounts.Member
  alias Tidepool.Repo

  @doc "The active member whose Google address is `email`."
  def member_for_google(email) when is_binary(email) do
    email = email |> String.trim() |> String.downcase()

    case Repo.one(from m in Member, where: fragment("lower(?)", m.google_email) == ^email and m.active) do
      nil -> {:error, :not_a_member}
      member -> {:ok, member}
    end
  end

  def get_member!(id), do: Repo.get!(Member, id)
end
