from zoneinfo import ZoneInfo

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql+psycopg://hinata@localhost/hinata"
    sms_api_url: str = "https://sms-gw.example.jp/v1/messages"
    sms_api_key: str = ""
    clinic_name: str = "ひなた歯科"
    clinic_phone: str = "03-1234-5678"
    clinic_tz: str = "Asia/Tokyo"

    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.clinic_tz)


settings = Settings()
