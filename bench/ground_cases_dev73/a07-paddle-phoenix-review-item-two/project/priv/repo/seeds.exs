alias Paddle.Repo
alias Paddle.Rentals.Boat

boats = [
  %{name: "Otter 1", kind: :kayak, seats: 1},
  %{name: "Otter 2", kind: :kayak, seats: 1},
  %{name: "Otter 3", kind: :kayak, seats: 1},
  %{name: "Heron", kind: :double_kayak, seats: 2},
  %{name: "Kingfisher", kind: :double_kayak, seats: 2},
  %{name: "Big Red", kind: :canoe, seats: 3},
  %{name: "Board A", kind: :sup, seats: 1},
  %{name: "Board B", kind: :sup, seats: 1},
  %{name: "Board C", kind: :sup, seats: 1},
  %{name: "Board D", kind: :sup, seats: 1},
  %{name: "Little Red", kind: :canoe, seats: 3}
]

for attrs <- boats do
  %Boat{} |> Boat.changeset(attrs) |> Repo.insert!(on_conflict: :nothing)
end
