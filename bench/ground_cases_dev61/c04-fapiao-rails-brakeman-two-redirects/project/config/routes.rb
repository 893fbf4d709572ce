Rails.application.routes.draw do
  get    "/login",  to: "sessions#new"
  post   "/login",  to: "sessions#create"
  delete "/logout", to: "sessions#destroy"

  get "/auth/:provider/callback", to: "oauth_callbacks#create"
  get "/auth/failure",            to: "oauth_callbacks#failure"

  resources :invoices, only: %i[index show create]
  root "invoices#index"
end
