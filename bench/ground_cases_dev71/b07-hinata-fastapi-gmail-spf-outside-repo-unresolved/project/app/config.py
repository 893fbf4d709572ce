from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    mail_host: str = "localhost"
    mail_port: int = 587
    mail_user: str = ""
    mail_password: str = ""
    mail_from: str = "noreply@hinata-shop.jp"
    mail_from_name: str = "ひなた食品店"
    mail_starttls: bool = True
    mail_staff_bcc: str = ""  # カンマ区切り

    tax_rate: float = 0.08  # 食品なので軽減税率
    free_shipping_threshold: int = 6000


settings = Settings()
