# Load the raw survey export and the clinic lookup table.

library(readr)
library(dplyr)

survey_cols <- cols(
  response_id = col_character(),
  clinic_id = col_character(),
  submitted_at = col_datetime(format = "%Y-%m-%d %H:%M:%S"),
  age = col_integer(),
  gender = col_character(),
  satisfaction = col_double(),
  wait_minutes = col_double(),
  would_recommend = col_character(),
  weight = col_double()
)

read_responses <- function(path = "data/responses.csv") {
  read_csv(path, col_types = survey_cols, na = c("", "NA", "-"))
}

read_clinics <- function(path = "data/clinics.csv") {
  read_csv(path, col_types = cols(
    clinic_id = col_character(),
    clinic_name = col_character(),
    region = col_character(),
    beds = col_integer()
  ))
}

load_survey <- function(dir = "data") {
  responses <- read_responses(file.path(dir, "responses.csv"))
  clinics <- read_clinics(file.path(dir, "clinics.csv"))
  responses |>
    left_join(clinics, by = "clinic_id")
}
