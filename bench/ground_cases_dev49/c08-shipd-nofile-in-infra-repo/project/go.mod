module git.corp.example.com/build/shipd

go 1.22
