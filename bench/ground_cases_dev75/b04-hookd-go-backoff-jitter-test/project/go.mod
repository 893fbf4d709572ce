module github.com/tsumugi-inc/hookd

go 1.23

require github.com/google/uuid v1.6.0
