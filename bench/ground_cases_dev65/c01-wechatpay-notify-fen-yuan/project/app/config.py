from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PAY_", env_file=".env")

    wechat_mchid: str = ""
    wechat_appid: str = ""
    wechat_api_v3_key: str = ""
    wechat_serial_no: str = ""
    wechat_private_key_path: str = "certs/apiclient_key.pem"
    wechat_platform_cert_path: str = "certs/wechatpay_platform.pem"
    wechat_platform_serial: str = ""
    wechat_base_url: str = "https://api.mch.weixin.qq.com"

    alipay_app_id: str = ""
    alipay_public_key_path: str = "certs/alipay_public.pem"

    database_url: str = "sqlite:///./mall.db"


settings = Settings()
