require Rails.root.join("lib/pluralization/pl")

Rails.application.configure do
  config.i18n.available_locales = %i[en ja pl]
  config.i18n.default_locale = :en
  config.i18n.fallbacks = [:en]
end

I18n::Backend::Simple.include(I18n::Backend::Pluralization)
I18n.backend.store_translations(:pl, i18n: { plural: { rule: Pluralization::Pl::RULE } })
