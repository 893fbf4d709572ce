Rails.application.routes.draw do
  resources :orders, only: %i[index show] do
    resources :refunds, only: %i[create]
  end

  namespace :admin do
    resources :orders, only: %i[index show]
    resources :gift_cards, only: %i[index show create]
  end
end
