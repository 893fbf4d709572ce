from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    cjk_font_path: str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    cjk_font_name: str = "NotoSansCJK"
    output_dir: str = "/tmp/contracts"


settings = Settings()
