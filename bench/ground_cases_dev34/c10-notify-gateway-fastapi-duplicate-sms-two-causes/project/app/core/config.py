from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="NOTIFY_", env_file=".env")

    version: str = "1.6.0"
    redis_url: str = "redis://127.0.0.1:6379/0"

    sms_endpoint: str = "https://sms.api.yunxin-sms.cn/v2/send"
    sms_app_id: str = ""
    sms_app_secret: str = ""
    sms_sign: str = "优选商城"
    sms_code_template: str = "SMS_2871039"
    sms_timeout_seconds: float = 3.0

    code_ttl_seconds: int = 300
    code_cooldown_seconds: int = 60


settings = Settings()
