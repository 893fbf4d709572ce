"""shipstat: summaries of the warehouse shipment export."""
