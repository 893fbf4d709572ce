import React, { useEffect, useState } from "react";
import { useParams } from "react-router-dom";

type Detail = { id: string; plate: string; model: string; mileage: number };

export function VehicleDetail() {
  const { id } = useParams();
  const [detail, setDetail] = useState<Detail | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/vehicles/${id}`)
      .then((r) => r.json())
      .then((d) => {
        if (!cancelled) setDetail(d);
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (!detail) {
    return <p>Loading...</p>;
  }
  return (
    <article>
      <h2>{detail.plate}</h2>
      <p>{detail.model}</p>
      <p>{detail.mileage.toLocaleString()} km</p>
    </article>
  );
}
