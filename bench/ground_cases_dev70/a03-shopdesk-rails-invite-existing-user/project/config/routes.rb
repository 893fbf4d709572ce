Rails.application.routes.draw do
  resource :session, only: %i[new create destroy]

  resources :orders, only: %i[index show update] do
    post :refund, on: :member
  end

  namespace :staff do
    resources :invitations, only: %i[index create destroy]
    get "invitations/:token/accept", to: "invitations#show_accept", as: :accept_invitation
    post "invitations/:token/accept", to: "invitations#accept"
  end

  root "orders#index"
end
