import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Grid, Image, NavBar, Swiper, TabBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchAnswers } from './answers';

const hello = () => {
  const hour = new Date().getHours();
  return hour < 12 ? '早上好' : hour < 18 ? '下午好' : '晚上好';
};

export function FloorHome() {
  const { data, isPending, isError } = useQuery({ queryKey: ['home'], queryFn: fetchAnswers });
  const navigate = useNavigate();
  if (isError) return <p className="floor-note">加载失败</p>;
  const blocks = new Map(data?.source.data.blocks.map((b) => [b.resourceName, b.dataList]) ?? []);
  const lesson = data?.today.data[0];
  return (
    <div className="floor">
      <NavBar backIcon={false} right={<Badge content={data?.unread.data.num}>消息</Badge>}>
        {data
          ? (data.source.data.navbar?.textContent ?? `${data.person.data.parentName ?? ''}，${hello()}`)
          : ''}
      </NavBar>
      {isPending || !data ? (
        <p className="floor-note">加载中…</p>
      ) : (
        <main>
          <Swiper autoplay loop>
            {data.banners.data.map((b) => (
              <Swiper.Item key={b.id}>
                <Image src={b.imgPath ?? ''} alt={b.title ?? ''} height={150} fit="cover" lazy />
              </Swiper.Item>
            ))}
          </Swiper>
          <Card>
            <Grid columns={4} gap={8}>
              {(blocks.get('金刚区') ?? []).map((d) => (
                <Grid.Item key={d.id}>{d.textContent}</Grid.Item>
              ))}
            </Grid>
          </Card>
          {lesson && (
            <Card title="今日课程">
              {lesson.chapterName} · {lesson.courseDate.slice(11, 16)} · {lesson.teacherName}
              <Button size="small" color="primary">
                在线旁听
              </Button>
            </Card>
          )}
          <Card title="学情动态">
            已学{data.report.data.course_total ?? 0}节课 · {data.report.data.subject_total ?? 0}个学科
          </Card>
          <Card>
            <p className="floor-task">邀请好友得{data.poster.data.rewardValue}课时</p>
            <p>{data.poster.data.remark}</p>
          </Card>
          <Card>
            <Grid columns={4} gap={8}>
              {(blocks.get('图文宫格') ?? []).map((d) => (
                <Grid.Item key={d.id}>{d.textContent}</Grid.Item>
              ))}
            </Grid>
          </Card>
          {data.showConfig.data.map((m) => (
            <Card key={m.childModuleName} title={m.childModuleName}>
              {m.showConfigContentList.map((c) => (
                <button type="button" key={c.id} className="floor-course" onClick={() => navigate('/index')}>
                  <Image src={c.homePageImageUrl ?? ''} height={80} fit="cover" lazy />
                  <strong>{c.courseTitle}</strong>
                  <span>{c.courseSubtitle}</span>
                  <span>{c.participantNum ?? 0}人参与</span>
                </button>
              ))}
            </Card>
          ))}
        </main>
      )}
      <TabBar activeKey="/index" onChange={(key) => navigate(key)}>
        {(data?.tabs.data ?? []).map((t) => (
          <TabBar.Item key={t.url} title={t.tabName} />
        ))}
      </TabBar>
    </div>
  );
}
