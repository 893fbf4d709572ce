import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { WechatClient, WechatProfile } from '../auth/wechat.service';

export interface Member {
  id: string;
  nickname: string;
  avatar?: string;
  mpOpenid?: string;
  openOpenid?: string;
  unionid?: string;
  createdAt: Date;
}

/** 演示用内存实现；线上是 member-service 的 gRPC 客户端 */
@Injectable()
export class MemberService {
  private readonly members = new Map<string, Member>();

  async findByOpenid(client: WechatClient, openid: string): Promise<Member | undefined> {
    for (const m of this.members.values()) {
      if ((client === 'mp' ? m.mpOpenid : m.openOpenid) === openid) return m;
    }
    return undefined;
  }

  findByUnionid(unionid: string): Member | undefined {
    for (const m of this.members.values()) {
      if (m.unionid === unionid) return m;
    }
    return undefined;
  }

  async upsertFromWechat(client: WechatClient, openid: string, profile: WechatProfile): Promise<Member> {
    const existing =
      (await this.findByOpenid(client, openid)) ?? (profile.unionid ? this.findByUnionid(profile.unionid) : undefined);
    if (existing) {
      existing.nickname = profile.nickname ?? existing.nickname;
      existing.avatar = profile.headimgurl ?? existing.avatar;
      existing.unionid = profile.unionid ?? existing.unionid;
      if (client === 'mp') existing.mpOpenid = openid;
      else existing.openOpenid = openid;
      return existing;
    }
    const member: Member = {
      id: randomUUID(),
      nickname: profile.nickname ?? '微信用户',
      avatar: profile.headimgurl,
      unionid: profile.unionid,
      createdAt: new Date(),
      ...(client === 'mp' ? { mpOpenid: openid } : { openOpenid: openid }),
    };
    this.members.set(member.id, member);
    return member;
  }
}
