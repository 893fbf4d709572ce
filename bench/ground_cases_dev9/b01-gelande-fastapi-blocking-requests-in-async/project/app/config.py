from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql://gelande:gelande@localhost/gelande"
    weather_api_url: str = "https://api.open-meteo.com/v1/forecast"
    weather_timeout: float = 10.0
    snow_api_url: str = "https://snow.hakuba-snow.internal/api/v2/report"
    snow_timeout: float = 5.0


settings = Settings()
