Rails.application.routes.draw do
  namespace :admin do
    resources :orders, only: [:index, :show]
    resource :export, only: [:create]
  end
end
