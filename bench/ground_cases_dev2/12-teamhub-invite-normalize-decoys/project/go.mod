module git.example.jp/teamhub

go 1.21
