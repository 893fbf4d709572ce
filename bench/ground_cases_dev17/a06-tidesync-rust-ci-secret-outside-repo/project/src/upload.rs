use std::collections::HashMap;
use std::path::Path;

use anyhow::{anyhow, Context, Result};
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::types::StorageClass;
use aws_sdk_s3::Client;
use futures::stream::{self, StreamExt, TryStreamExt};

use crate::config::Config;
use crate::plan::{Action, Plan};

pub struct Target {
    pub bucket: String,
    pub prefix: String,
}

impl Target {
    pub fn parse(dest: &str) -> Result<Self> {
        let rest = dest.strip_prefix("s3://").ok_or_else(|| anyhow!("destination must start with s3://"))?;
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if bucket.is_empty() {
            return Err(anyhow!("destination has no bucket"));
        }
        Ok(Self { bucket: bucket.to_string(), prefix: prefix.trim_end_matches('/').to_string() })
    }

    pub fn key(&self, rel: &str) -> String {
        if self.prefix.is_empty() { rel.to_string() } else { format!("{}/{}", self.prefix, rel) }
    }
}

/// Credentials come from the standard AWS chain (env vars, profile, IMDS).
pub async fn client(cfg: &Config) -> Client {
    let mut loader = aws_config::from_env();
    if let Some(region) = &cfg.region {
        loader = loader.region(aws_config::Region::new(region.clone()));
    }
    let shared = loader.load().await;
    let mut builder = aws_sdk_s3::config::Builder::from(&shared).force_path_style(cfg.force_path_style);
    if let Some(endpoint) = &cfg.endpoint {
        builder = builder.endpoint_url(endpoint);
    }
    Client::from_conf(builder.build())
}

/// Remote objects under the target prefix: key (relative) -> ETag.
pub async fn list(client: &Client, target: &Target) -> Result<HashMap<String, String>> {
    let mut out = HashMap::new();
    let mut pages = client.list_objects_v2().bucket(&target.bucket).prefix(&target.prefix).into_paginator().send();
    while let Some(page) = pages.next().await {
        let page = page.context("listing remote objects")?;
        for obj in page.contents() {
            let key = obj.key().unwrap_or_default();
            let rel = key.strip_prefix(&target.prefix).unwrap_or(key).trim_start_matches('/');
            out.insert(rel.to_string(), obj.e_tag().unwrap_or_default().trim_matches('"').to_string());
        }
    }
    Ok(out)
}

pub async fn apply(client: &Client, target: &Target, root: &Path, plan: &Plan, jobs: usize) -> Result<()> {
    stream::iter(plan.actions.iter().map(Ok))
        .try_for_each_concurrent(jobs, |action| async move {
            match action {
                Action::Put(rel) => {
                    let body = ByteStream::from_path(root.join(rel)).await.with_context(|| format!("reading {rel}"))?;
                    client
                        .put_object()
                        .bucket(&target.bucket)
                        .key(target.key(rel))
                        .body(body)
                        .storage_class(StorageClass::Standard)
                        .send()
                        .await
                        .with_context(|| format!("uploading {rel}"))?;
                }
                Action::Delete(rel) => {
                    client.delete_object().bucket(&target.bucket).key(target.key(rel)).send().await
                        .with_context(|| format!("deleting {rel}"))?;
                }
            }
            Ok::<_, anyhow::Error>(())
        })
        .await
}
