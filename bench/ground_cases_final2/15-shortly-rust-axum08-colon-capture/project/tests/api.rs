use axum::{body::Body, http::{Request, StatusCode}};
use http_body_util::BodyExt;
use shortly::{routes::router, store::Store};
use tower::ServiceExt;

#[tokio::test]
async fn health_ok() {
    let res = router(Store::default())
        .oneshot(Request::get("/healthz").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn create_then_resolve() {
    let store = Store::default();
    let link = store.insert("https://example.com/spring-sale".into());
    let res = router(store)
        .oneshot(Request::get(format!("/{}", link.slug)).body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::TEMPORARY_REDIRECT);
}

#[tokio::test]
async fn unknown_slug_is_404() {
    let res = router(Store::default())
        .oneshot(Request::get("/nope123").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn rejects_non_http_urls() {
    let res = router(Store::default())
        .oneshot(
            Request::post("/api/links")
                .header("content-type", "application/json")
                .body(Body::from(r#"{"url":"javascript:alert(1)"}"#))
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = res.into_body().collect().await.unwrap().to_bytes();
    assert!(std::str::from_utf8(&body).unwrap().contains("invalid url"));
}
