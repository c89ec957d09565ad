import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Grid, NavBar, Swiper, TabBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchAnswers } from './answers';

const hello = () => {
  const hour = new Date().getHours();
  return hour < 12 ? '早上好' : hour < 18 ? '下午好' : '晚上好';
};

/**
 * The same sections and pictures as the app's logged-in home (banner, tiles, today's chapter, the list's
 * cards, the avatar, the tab icons), each picture a plain `<img>` as a team writes it by default, so the
 * largest paint of both is the banner's first picture.
 */
export function FloorHome() {
  const { data, isPending, isError } = useQuery({ queryKey: ['home'], queryFn: fetchAnswers });
  const navigate = useNavigate();
  if (isError) return <p className="floor-note">加载失败</p>;
  const blocks = new Map(data?.source.data.blocks.map((b) => [b.resourceName, b.dataList]) ?? []);
  const lesson = data?.today.data[0];
  return (
    <div className="floor">
      <NavBar
        className="floor-nav"
        backIcon={false}
        left={
          data?.person.data.headImg && <img className="floor-avatar" src={data.person.data.headImg} alt="" />
        }
        right={<Badge content={data?.unread.data.num}>消息</Badge>}
      >
        {data
          ? data.source.data.navbar?.textContent || `${data.person.data.parentName ?? ''}，${hello()}`
          : ''}
      </NavBar>
      {isPending || !data ? (
        <p className="floor-note">加载中…</p>
      ) : (
        <main>
          <Swiper className="floor-banner" autoplay loop>
            {data.banners.data.map((b) => (
              <Swiper.Item key={b.id}>
                <img className="floor-banner__img" src={b.imgPath ?? ''} alt={b.title ?? ''} />
              </Swiper.Item>
            ))}
          </Swiper>
          <Card>
            <Grid columns={5} gap={8}>
              {(blocks.get('金刚区') ?? []).map((d) => (
                <Grid.Item key={d.id} className="floor-tile">
                  <img className="floor-tile__img" src={d.imgPath ?? ''} alt="" />
                  {d.textContent}
                </Grid.Item>
              ))}
            </Grid>
          </Card>
          {lesson && (
            <Card title="今日课程">
              <div className="floor-row">
                <img className="floor-chapter" src={lesson.chapterImgUrl} alt="" />
                <span className="floor-grow">
                  {lesson.chapterName} · {lesson.courseDate.slice(11, 16)} · {lesson.teacherName}
                </span>
                <Button size="small" color="primary">
                  在线旁听
                </Button>
              </div>
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
                <Grid.Item key={d.id} className="floor-tile">
                  <img className="floor-tile__img floor-tile__img--wide" src={d.imgPath ?? ''} alt="" />
                  {d.textContent}
                </Grid.Item>
              ))}
            </Grid>
          </Card>
          {data.showConfig.data.map((m) => (
            <Card key={m.childModuleName} title={m.childModuleName}>
              {m.showConfigContentList.map((c) => (
                <button type="button" key={c.id} className="floor-course" onClick={() => navigate('/index')}>
                  <img className="floor-course__img" src={c.homePageImageUrl ?? ''} alt="" />
                  <strong>{c.courseTitle}</strong>
                  <span>{c.courseSubtitle}</span>
                  <span>{c.participantNum ?? 0}人参与</span>
                </button>
              ))}
            </Card>
          ))}
        </main>
      )}
      <TabBar className="floor-tabbar" activeKey="/index" onChange={(key) => navigate(key)}>
        {(data?.tabs.data ?? []).map((t, i) => (
          <TabBar.Item
            key={t.url}
            title={t.tabName}
            icon={
              <img
                className="floor-tab-icon"
                src={(i === 0 ? t.tabImgLightPath : t.tabImgPath) ?? ''}
                alt=""
              />
            }
          />
        ))}
      </TabBar>
    </div>
  );
}
