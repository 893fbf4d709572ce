# tests for the accounts app
