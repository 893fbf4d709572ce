from datetime import datetime

from app.extensions import db


class Member(db.Model):
    __tablename__ = "members"

    id = db.Column(db.Integer, primary_key=True)
    phone = db.Column(db.String(20), unique=True, nullable=False)
    nickname = db.Column(db.String(64))
    store_id = db.Column(db.Integer, nullable=False, index=True)
    total_points = db.Column(db.Integer, default=0)
    created_at = db.Column(db.DateTime, default=datetime.utcnow)

    records = db.relationship("PointRecord", backref="member", lazy="dynamic")


class PointRecord(db.Model):
    __tablename__ = "point_records"

    id = db.Column(db.Integer, primary_key=True)
    member_id = db.Column(db.Integer, db.ForeignKey("members.id"), nullable=False, index=True)
    amount = db.Column(db.Integer, nullable=False)
    reason = db.Column(db.String(32), nullable=False)
    order_no = db.Column(db.String(40))
    created_at = db.Column(db.DateTime, default=datetime.utcnow)
