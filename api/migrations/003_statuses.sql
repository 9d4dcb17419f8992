-- Seeded catalogues: the candidate-job status catalogue, a starter skills list with synonyms, qualifications.
-- Status codes are fixed: the API and the dashboard refer to them (P/103 is every new link's status, R is Offered,
-- 403 is an offer declined, J is Joined).

insert into job_main_status (fixed_id, name, pipeline_group, sort_order) values
  ('P', 'Prospective', 'prospective', 1),
  ('S', 'Processed', 'processed', 2),
  ('A', 'Active', 'active', 3),
  ('R', 'Offered', 'offered', 4),
  ('J', 'Joined', 'joined', 5);

insert into job_sub_status (fixed_id, main_status_id, name, sort_order) values
  ('101', 'P', 'Contacted', 1),
  ('102', 'P', 'Not Reachable', 2),
  ('103', 'P', 'Yet to Screen', 3),
  ('104', 'P', 'Screened', 4),
  ('201', 'S', 'Resume Submitted', 1),
  ('202', 'S', 'Client Screening', 2),
  ('203', 'S', 'Rejected by Client', 3),
  ('204', 'S', 'On Hold', 4),
  ('301', 'A', 'Interview Scheduled', 1),
  ('302', 'A', 'Interview Cleared', 2),
  ('303', 'A', 'Interview Rejected', 3),
  ('304', 'A', 'Final Round', 4),
  ('401', 'R', 'Offer Released', 1),
  ('402', 'R', 'Offer Accepted', 2),
  ('403', 'R', 'Offer Declined', 3),
  ('501', 'J', 'Joined', 1),
  ('502', 'J', 'Left After Joining', 2);

insert into skills (name) values
  ('JavaScript'), ('TypeScript'), ('React'), ('Angular'), ('Vue.js'), ('Node.js'), ('Express.js'), ('Next.js'),
  ('HTML'), ('CSS'), ('Python'), ('Django'), ('Flask'), ('FastAPI'), ('Java'), ('Spring Boot'), ('Hibernate'),
  ('Kotlin'), ('Swift'), ('Flutter'), ('React Native'), ('Android'), ('iOS'), ('C'), ('C++'), ('C#'), ('.NET'),
  ('Go'), ('Rust'), ('PHP'), ('Laravel'), ('Ruby on Rails'), ('Scala'), ('SQL'), ('PostgreSQL'), ('MySQL'),
  ('Oracle Database'), ('Microsoft SQL Server'), ('MongoDB'), ('Redis'), ('Elasticsearch'), ('Kafka'), ('AWS'),
  ('Microsoft Azure'), ('Google Cloud Platform'), ('Docker'), ('Kubernetes'), ('Terraform'), ('Jenkins'),
  ('Git'), ('Linux'), ('DevOps'), ('Microservices'), ('REST APIs'), ('GraphQL'), ('Machine Learning'),
  ('Data Science'), ('Power BI'), ('Tableau'), ('Excel'), ('Selenium'), ('Manual Testing'), ('SAP'),
  ('Salesforce'), ('Agile'), ('Project Management'), ('Business Analysis'), ('UI/UX Design'), ('Figma');

insert into skill_synonyms (skill_id, synonym)
select s.id, v.synonym
from (values
  ('JavaScript', 'JS'), ('JavaScript', 'ECMAScript'), ('JavaScript', 'ES6'),
  ('TypeScript', 'TS'),
  ('React', 'ReactJS'), ('React', 'React.js'),
  ('Angular', 'AngularJS'), ('Angular', 'Angular.js'),
  ('Vue.js', 'Vue'), ('Vue.js', 'VueJS'),
  ('Node.js', 'NodeJS'), ('Node.js', 'Node'),
  ('Express.js', 'Express'), ('Express.js', 'ExpressJS'),
  ('Next.js', 'NextJS'),
  ('HTML', 'HTML5'), ('CSS', 'CSS3'),
  ('Python', 'Python3'), ('Django', 'Django REST Framework'),
  ('Java', 'Core Java'), ('Java', 'J2EE'),
  ('Spring Boot', 'Spring'), ('Spring Boot', 'SpringBoot'),
  ('C++', 'CPP'), ('C#', 'CSharp'), ('.NET', 'ASP.NET'), ('.NET', 'DotNet'), ('.NET', '.NET Core'),
  ('Go', 'Golang'),
  ('Ruby on Rails', 'Rails'), ('Ruby on Rails', 'RoR'),
  ('SQL', 'PL/SQL'), ('SQL', 'T-SQL'),
  ('PostgreSQL', 'Postgres'), ('PostgreSQL', 'PSQL'),
  ('Oracle Database', 'Oracle'), ('Microsoft SQL Server', 'MSSQL'), ('Microsoft SQL Server', 'SQL Server'),
  ('MongoDB', 'Mongo'), ('Elasticsearch', 'Elastic Search'), ('Kafka', 'Apache Kafka'),
  ('AWS', 'Amazon Web Services'), ('Microsoft Azure', 'Azure'),
  ('Google Cloud Platform', 'GCP'), ('Google Cloud Platform', 'Google Cloud'),
  ('Kubernetes', 'K8s'), ('Kubernetes', 'K8'),
  ('Git', 'GitHub'), ('Git', 'GitLab'),
  ('REST APIs', 'REST'), ('REST APIs', 'RESTful'),
  ('Machine Learning', 'ML'), ('Data Science', 'Data Analytics'),
  ('Power BI', 'PowerBI'), ('Excel', 'MS Excel'), ('Excel', 'Advanced Excel'),
  ('Selenium', 'Selenium WebDriver'), ('Manual Testing', 'QA'),
  ('Project Management', 'PMP'), ('UI/UX Design', 'UX'), ('UI/UX Design', 'UI Design')
) as v (skill, synonym)
join skills s on s.name = v.skill;

insert into qualifications (name) values
  ('10th'), ('12th'), ('Diploma'), ('ITI'), ('B.Tech'), ('B.E.'), ('B.Sc'), ('B.Com'), ('B.A.'), ('BBA'), ('BCA'),
  ('B.Arch'), ('B.Pharm'), ('B.Des'), ('B.Ed'), ('LLB'), ('MBBS'), ('BDS'), ('CA'), ('CS'), ('ICWA'), ('CFA'),
  ('M.Tech'), ('M.E.'), ('M.Sc'), ('M.Com'), ('M.A.'), ('MBA'), ('PGDM'), ('MCA'), ('M.Pharm'), ('M.Des'),
  ('LLM'), ('MS'), ('M.Phil'), ('Ph.D'), ('PG Diploma'), ('Executive MBA'), ('BS'), ('Other Graduate'),
  ('Other Post Graduate');
