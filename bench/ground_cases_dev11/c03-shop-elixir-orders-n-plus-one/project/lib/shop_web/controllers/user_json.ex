defmodule ShopWeb.UserJSON do
  alias Shop.Accounts.User

  def me(%{user: user}), do: %{data: data(user)}

  defp data(%User{} = user) do
    %{
      id: user.id,
      email: user.email,
      name: user.name,
      avatar_url: user.avatar_url,
      inserted_at: user.inserted_at
    }
  end
end
