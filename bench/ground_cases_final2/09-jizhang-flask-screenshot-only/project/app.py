from jizhang import create_app

app = create_app()
