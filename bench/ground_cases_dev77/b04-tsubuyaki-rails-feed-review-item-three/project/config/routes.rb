# frozen_string_literal: true

Rails.application.routes.draw do
  namespace :api do
    resources :posts, only: %i[show create]
    get "feed", to: "feed#index"
  end
end
